/**
 * After the search overlay leads to another page, focus goes to that page's main heading (or its main content), so
 * keyboard and screen-reader users start there instead of on the body behind a panel that is gone.
 */
export function focusPageHeading(): void {
  const target = document.querySelector<HTMLElement>('#main h1') ?? document.getElementById('main');
  if (!target) return;
  // Headings and <main> are not focusable by default; -1 lets script focus them without adding a tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
