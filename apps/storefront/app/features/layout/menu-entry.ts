/** One entry of the category menu, ready to render. */
export interface MenuEntry {
  id: number;
  name: string;
  href: string;
  hasChildren: boolean;
}
