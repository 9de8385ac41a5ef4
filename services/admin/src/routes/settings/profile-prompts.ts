import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, responses } from '@wellness/platform';
import { editableUser, profilePrompts, saveProfileAnswers } from '../../domain/settings';
import { UserParams } from './schemas';

const anyEditor = { access: { allow: 'signed-in', scope: 'managed' } } as const;
const Answer = Type.Union([Type.String({ maxLength: 2000 }), Type.Integer()]);
const NoAnswer = Type.Union([Answer, Type.Null()]);

const ProfilePromptSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type_of_prompt: Type.String(),
  data_type: Type.String(),
  label: Type.String(),
  options: Type.Array(Type.String()),
  answer: NoAnswer,
});

const AnswersBody = Type.Object(
  {
    answers: Type.Record(Type.String(), NoAnswer, {
      maxProperties: 200,
    }),
  },
  { additionalProperties: false },
);

/**
 * Spec 3 s5 "profile-only custom prompts show only in the profile": the prompts of the settings
 * page and their answers (services/admin README "Profile prompts"); whose settings the caller
 * may open is the settings rule (src/domain/settings/access.ts).
 */
export const profilePromptRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/:id/profile_prompts',
    {
      config: anyEditor,
      schema: {
        tags: ['settings'],
        params: UserParams,
        response: responses(Type.Array(ProfilePromptSchema)),
      },
    },
    async (request) =>
      ok(
        await profilePrompts(
          fastify.db,
          await editableUser(fastify.db, request.user!, request.params.id),
        ),
      ),
  );

  fastify.put(
    '/users/:id/profile_prompts',
    {
      config: { ...anyEditor, limit: 'write' },
      schema: {
        tags: ['settings'],
        params: UserParams,
        body: AnswersBody,
        response: responses(Type.Array(ProfilePromptSchema)),
      },
    },
    async (request) => {
      const user = await editableUser(fastify.db, request.user!, request.params.id);
      return ok(await saveProfileAnswers(fastify.db, user, request.body.answers));
    },
  );
};
