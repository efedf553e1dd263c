import { useRef, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useAdminSession } from './admin-session';
import type { CmsView } from './admin-types';
import { cmsKind } from './CmsPage';
import { Notice } from './Notice';
import { RichTextEditor, type EditorHandle } from './RichTextEditor';
import { useAdminAction } from './use-admin-action';
import { useAdminData } from './use-admin-data';

/**
 * A CMS page or block: its title, heading, whether it is shown, and its content in the rich-text editor. The API
 * sanitizes the content on save and answers what it stored, which the editor shows next.
 */
export function CmsEditPage() {
  const params = useParams();
  const kind = cmsKind(params.kind);
  const id = params.id ?? '';
  const path = `/cms/${kind}/${encodeURIComponent(id)}`;
  const doc = useAdminData<CmsView>(path);
  const { client } = useAdminSession();
  const action = useAdminAction();
  const editor = useRef<EditorHandle | null>(null);
  const { data } = doc;
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!data) return;
    const form = new FormData(event.currentTarget);
    const next = {
      title: String(form.get('title') ?? '').trim(),
      content_heading: String(form.get('content_heading') ?? '').trim(),
      active: form.get('active') === 'on',
      content: editor.current?.html() ?? data.content ?? '',
    };
    const shown = {
      title: data.title,
      content_heading: data.content_heading ?? '',
      active: data.active !== false,
      content: data.content ?? '',
    };
    const change = Object.fromEntries(
      Object.entries(next).filter(([key, value]) => value !== shown[key as keyof typeof shown]),
    );
    const ok = await action.run(async () => {
      if (Object.keys(change).length === 0) return 'Nothing changed.';
      await client.send('PATCH', path, change);
      return `“${next.title}” is saved.`;
    });
    if (ok) doc.reload();
  }
  const noun = kind === 'pages' ? 'page' : 'block';
  return (
    <>
      <p>
        <Link to={kind === 'pages' ? '/admin/cms' : '/admin/cms?kind=blocks'}>← CMS</Link>
      </p>
      <h1>
        CMS {noun} {data?.title ?? id}
      </h1>
      <Notice error={doc.error} />
      {data && (
        // Keyed by what the API stored: after a save the form and the editor show the sanitized content.
        <form
          className="admin-form"
          aria-label={`Edit the CMS ${noun}`}
          onSubmit={(event) => void save(event)}
          key={JSON.stringify(data)}
        >
          <TextField id="cms-title" name="title" label="Title" defaultValue={data.title} maxLength={255} required />
          <TextField
            id="cms-heading"
            name="content_heading"
            label="Heading"
            defaultValue={data.content_heading ?? ''}
            maxLength={255}
          />
          <label className="admin-check">
            <input type="checkbox" name="active" defaultChecked={data.active !== false} />
            Shown in the shop
          </label>
          <RichTextEditor id="cms-content" label="Content" initialHtml={data.content ?? ''} ref={editor} />
          <Button type="submit" variant="primary" disabled={action.busy}>
            Save
          </Button>
        </form>
      )}
      <Notice done={action.done} error={action.error} />
    </>
  );
}
