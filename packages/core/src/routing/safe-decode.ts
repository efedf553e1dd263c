/**
 * decodeURIComponent that never throws. A single malformed %-sequence in a pasted or crawled URL made VSF redirect
 * valid url_paths to page-not-found (#2614); here well-formed runs are decoded and malformed ones are kept verbatim.
 */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[\dA-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
