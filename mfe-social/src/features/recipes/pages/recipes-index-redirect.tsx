import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/** /recipes opens today's recipe. */
export function RecipesIndexRedirect() {
  return <Navigate to={paths['go.u.recipes.today']} replace />;
}
