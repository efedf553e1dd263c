import type { Route } from './+types/cms-block-demo';
import { CmsContent } from '../features/cms';
import { loadCmsBlock } from '../features/cms/index.server';
import { pageContext } from '../lib/page-context.server';

const BLOCKS = ['home-page-block', 'footer_links_block'];

/** `/cms-block-demo-page-ssr`: CMS blocks rendered on the server (see docs/behaviour.md#routes-and-urls). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const blocks = await Promise.all(BLOCKS.map((identifier) => loadCmsBlock(page, identifier)));
  return { blocks: blocks.filter((block) => block !== undefined) };
}

export const meta: Route.MetaFunction = () => [{ title: 'CMS blocks' }];

export default function CmsBlockDemo({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page cms-blocks">
      <h1>CMS blocks</h1>
      {loaderData.blocks.map((block) => (
        <section key={block.identifier} aria-label={block.title} data-block={block.identifier}>
          <h2>{block.title}</h2>
          <CmsContent html={block.content} />
        </section>
      ))}
    </article>
  );
}
