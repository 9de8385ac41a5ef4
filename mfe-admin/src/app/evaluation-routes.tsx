import type { RouteObject } from 'react-router';

const definitionEdit = {
  lazy: () =>
    import('../features/evaluations/pages/definition-edit-page').then((m) => ({
      Component: m.DefinitionEditPage,
    })),
};
const customPrompts = {
  lazy: () =>
    import('../features/evaluations/pages/custom-prompts-page').then((m) => ({
      Component: m.CustomPromptsPage,
    })),
};

/** Spec 3 s2 "Evaluations": the definitions, their editor and child /custom_prompts, and the promotion's. */
export const evaluationRoutes: RouteObject[] = [
  {
    path: '/evaluations-definitions',
    lazy: () =>
      import('../features/evaluations/pages/evaluation-definitions-page').then((m) => ({
        Component: m.EvaluationDefinitionsPage,
      })),
  },
  { path: '/evaluations-definitions/new', ...definitionEdit },
  { path: '/evaluations-definitions/:definitionId/edit', ...definitionEdit },
  { path: '/evaluations-definitions/:definitionId/edit/custom_prompts', ...customPrompts },
  { path: '/promotion/:promotionId/custom_prompts', ...customPrompts },
];
