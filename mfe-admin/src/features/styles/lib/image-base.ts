import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { positive } from './messages';

/**
 * The style of a style-image screen and where its list lives: under its collection
 * (/collections/{collection_id}/style/{style_id}) or under the style (/workstyles/images/{style_id}).
 */
export function useImageBase() {
  const params = useParams();
  const styleId = positive(params.style_id);
  const collectionId = positive(params.collection_id);
  const base = collectionId
    ? paths['collections.style.images'](collectionId, styleId ?? 0)
    : paths['workstyles.images'](styleId ?? 0);
  const back = collectionId ? paths['collections.edit'](collectionId) : paths['workstyles.list'];
  return { styleId, imageId: positive(params.id), base, back };
}
