import type { FastifyInstance } from 'fastify';
import { app as participant } from '@wellness/participant';
import { app as social } from '@wellness/social';
import { buildTestApp, clientHeaders, signIn } from '@wellness/platform/testing';
import { earnedNames, listenForBadges, userId } from './badge-helpers';
import { startMailStack, stopMailStack } from './worker-process';
import type { MailStack } from './worker-process';

jest.setTimeout(90_000);

let stack: MailStack;
let server: FastifyInstance;
let socialServer: FastifyInstance;
let listener: Awaited<ReturnType<typeof listenForBadges>>;

beforeAll(async () => {
  stack = await startMailStack(participant);
  server = stack.server;
  socialServer = await buildTestApp(social);
  listener = await listenForBadges(server);
});

afterAll(async () => {
  await listener.close();
  await socialServer.close();
  await stopMailStack(stack);
});

describe('the recipes_rated badge (Recipe Critic, goal 5)', () => {
  it('awards Recipe Critic on the fifth recipe rated, not before', async () => {
    const email = 'participant2@demo.test';
    const rater = await userId(server, email);
    const headers = clientHeaders(await signIn(server, email));
    const recipes: Array<{ id: number }> = await server.db.query(
      'SELECT id FROM recipes ORDER BY id LIMIT 5',
    );
    const rate = (id: number, score: number) =>
      socialServer.inject({
        method: 'POST',
        url: `/api/recipes/${id}/user_rating`,
        headers,
        payload: { score },
      });
    for (const recipe of recipes.slice(0, 4)) {
      expect((await rate(Number(recipe.id), 80)).statusCode).toBe(201);
    }
    // Changing a rating is no new recipe rated.
    expect((await rate(Number(recipes[0].id), 100)).statusCode).toBe(200);
    expect(await earnedNames(server, rater)).not.toContain('Recipe Critic');
    expect((await rate(Number(recipes[4].id), 60)).statusCode).toBe(201);
    await listener.popup(rater, 'Recipe Critic');
    expect(await earnedNames(server, rater)).toContain('Recipe Critic');
  });
});
