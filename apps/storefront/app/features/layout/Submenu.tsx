import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { SkeletonLines } from '../../ui/Skeleton';
import type { MenuEntry } from './menu-entry';

/** One level of the category menu, fetched when opened; a child with children opens its own level the same way. */
export default function Submenu({
  parent,
  onNavigate,
}: {
  parent: { id: number; name: string };
  onNavigate: () => void;
}) {
  const t = useTranslate();
  const [entries, setEntries] = useState<MenuEntry[]>();
  const [open, setOpen] = useState<MenuEntry>();
  useEffect(() => {
    let live = true;
    void fetch(`/menu/${parent.id}`)
      .then((response) => (response.ok ? (response.json() as Promise<MenuEntry[]>) : []))
      .then((list) => live && setEntries(list));
    return () => {
      live = false;
    };
  }, [parent.id]);
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
              className="submenu-toggle"
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
