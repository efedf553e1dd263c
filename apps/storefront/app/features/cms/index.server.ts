export { findCmsPage, loadCmsBlock, loadCmsPage } from './load-cms.server';
