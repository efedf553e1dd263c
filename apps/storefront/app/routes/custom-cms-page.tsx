import type { Route } from './+types/custom-cms-page';
import { CmsContent } from '../features/cms';
import { loadCmsBlock, loadCmsPage } from '../features/cms/index.server';
import { pageContext } from '../lib/page-context.server';

/** `/custom-cms-page`: a page of our own that composes CMS content: the customer-service page and a block. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const [cms, block] = await Promise.all([
    loadCmsPage(page, 'customer-service'),
    loadCmsBlock(page, 'home-page-block'),
  ]);
  return { cms, block };
}

export const meta: Route.MetaFunction = () => [{ title: 'Custom CMS page' }];

export default function CustomCmsPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page cms-page">
      <h1>Custom CMS page</h1>
      {/* Plain sections, not named regions: a CMS page's title may be a footer group's name too ('Customer service'). */}
      <section>
        <h2>{loaderData.cms.contentHeading || loaderData.cms.title}</h2>
        <CmsContent html={loaderData.cms.content} />
      </section>
      {loaderData.block && (
        <section>
          <CmsContent html={loaderData.block.content} />
        </section>
      )}
    </article>
  );
}
