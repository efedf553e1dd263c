export { CmsContent } from './CmsContent';
