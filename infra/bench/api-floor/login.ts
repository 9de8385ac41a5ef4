import type { FastifyInstance } from 'fastify';
import { verify } from 'argon2';
import type { FloorContext } from './context';
import { rows } from './context';

/**
 * Log in's floor: argon2.verify alone, with the app's hash (a seeded participant's stored
 * hash, so its parameters are the app's) and as many at once as the bench's connections.
 * Log in is shown against it, not judged: argon2id is slow on purpose.
 */
export async function logInFloor(app: FastifyInstance, context: FloorContext) {
  const [user] = await rows<{ password_hash: string }>(
    context.pool,
    "SELECT password_hash FROM users WHERE email LIKE 'bench-%' ORDER BY id LIMIT 1",
    [],
  );
  if (!user) throw new Error('No seeded participant to take the hash from');
  app.post<{ Body: { password: string } }>('/api/authenticate', async (request, reply) => {
    if (!(await verify(user.password_hash, request.body.password))) {
      return reply.code(401).send({ errors: ['Invalid login'] });
    }
    return { data: { verified: true } };
  });
}
