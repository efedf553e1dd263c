import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { SkeletonLines } from '../../ui/Skeleton';
import type { MenuEntry } from './menu-entry';

/**
 * One level of the category menu: the entries the page carries (the level under the top), or fetched when opened; a
 * child with children opens its own level, fetched.
 */
export function Submenu({
  parent,
  entries: carried,
  onNavigate,
}: {
  parent: { id: number; name: string };
  entries?: readonly MenuEntry[] | undefined;
  onNavigate: () => void;
}) {
  const t = useTranslate();
  const [fetched, setEntries] = useState<readonly MenuEntry[]>();
  const entries = carried ?? fetched;
  const [open, setOpen] = useState<MenuEntry>();
  useEffect(() => {
    if (carried) return;
    let live = true;
    void fetch(`/menu/${parent.id}`)
      .then((response) => (response.ok ? (response.json() as Promise<MenuEntry[]>) : []))
      .then((list) => live && setEntries(list));
    return () => {
      live = false;
    };
  }, [parent.id, carried]);
  if (!entries) return <SkeletonLines lines={3} label={t('Loading...')} />;
  return (
    <ul className="submenu" aria-label={parent.name}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={entry.href} onClick={onNavigate}>
            {entry.name}
          </Link>
          {entry.hasChildren && (
            <button
              type="button"
              // Without JavaScript it would do nothing: the entry's link leads to its category.
              className="submenu-toggle js-only"
              aria-expanded={open?.id === entry.id}
              aria-label={t('Show subcategories of {name}', { name: entry.name })}
              onClick={() => setOpen(open?.id === entry.id ? undefined : entry)}
            >
              <span aria-hidden="true">›</span>
            </button>
          )}
          {open?.id === entry.id && <Submenu parent={entry} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}
