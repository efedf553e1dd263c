import { useTranslate } from '../../lib/i18n';

/** The product's attributes visible on the front; a present but empty one reads 'N/A' (see docs/behaviour.md#screens). */
export function AttributeList({ rows }: { rows: ReadonlyArray<{ code: string; label: string; value: string }> }) {
  const t = useTranslate();
  if (rows.length === 0) return null;
  return (
    <dl className="attribute-list">
      {rows.map((row) => (
        <div key={row.code}>
          <dt>{t(row.label)}</dt>
          <dd>{row.value || t('N/A')}</dd>
        </div>
      ))}
    </dl>
  );
}
