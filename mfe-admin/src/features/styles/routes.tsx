import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

const page = (load: () => Promise<Record<string, unknown>>, name: string) => ({
  lazy: () => load().then((m) => ({ Component: m[name] as ComponentType })),
});
const collections = () => import('./pages/collections-list-page');
const collection = () => import('./pages/collection-edit-page');
const styles = () => import('./pages/styles-list-page');
const style = () => import('./pages/style-edit-page');
const images = () => import('./pages/style-images-page');
const image = () => import('./pages/style-image-edit-page');
const library = () => import('./pages/library-page');

/** A style's images, under its collection or under the style (spec 3 s2). */
const imageRoutes = (base: string): RouteObject[] => [
  { path: `${base}/list`, ...page(images, 'StyleImagesPage') },
  { path: `${base}/create`, ...page(image, 'StyleImageCreatePage') },
  { path: `${base}/edit/:id`, ...page(image, 'StyleImageUpdatePage') },
];

/** Spec 3 s2 "Work styles and collections", and the promotion's image and frame libraries. */
export const styleRoutes: RouteObject[] = [
  { path: '/collections/list', ...page(collections, 'CollectionsListPage') },
  { path: '/collections/create', ...page(collection, 'CollectionCreatePage') },
  { path: '/collections/edit/:id', ...page(collection, 'CollectionUpdatePage') },
  ...imageRoutes('/collections/:collection_id/style/:style_id'),
  { path: '/workstyles/list', ...page(styles, 'StylesListPage') },
  { path: '/workstyles/create', ...page(style, 'StyleCreatePage') },
  { path: '/workstyles/edit/:id', ...page(style, 'StyleUpdatePage') },
  ...imageRoutes('/workstyles/images/:style_id'),
  { path: '/promotion/:promotionId/image_library', ...page(library, 'ImageLibraryPage') },
  { path: '/promotion/:promotionId/frame_library', ...page(library, 'FrameLibraryPage') },
];
