export { createImageRouter } from './image-router.js';
