import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppContext } from '../app-context.js';
import { cookieValue, presentedToken, SESSION_COOKIE } from '../identity/actor.js';
import type { AttemptLimiter } from '../access/attempt-limiter.js';
import { answerErrorsWith, fieldErrors } from '../lib/error-bodies.js';
import { TooManyRequests, Unauthorized } from '../lib/errors.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { createSession, endSession, findSession, type SessionUser } from '../identity/sessions.js';
import { signIn } from './sign-in.js';
import { loginSchema, logoutSchema, meSchema, refreshSchema } from './schemas.js';
import { SESSION_PREFIX } from '../identity/tokens.js';

/** Failed sign-ins counted per client address, and per account and address pair (not per account alone: a lockout). */
export interface SignInLimits {
  perAddress: AttemptLimiter;
  perAccount: AttemptLimiter;
}

/** Counts one failed sign-in; answers how long the caller must wait, 0 while within both limits. */
async function signInFailed(limits: SignInLimits, email: string, address: string): Promise<number> {
  const waits = await Promise.all([limits.perAddress.hit(address), limits.perAccount.hit(`${email} ${address}`)]);
  return Math.max(...waits);
}

/** The session of the request: its `Authorization: JWT|Bearer <token>` header, else its cookie. */
async function currentSession(context: Pick<AppContext, 'db' | 'now'>, request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = presentedToken(request.headers.authorization) ?? cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (!token?.startsWith(SESSION_PREFIX)) return undefined;
  return findSession(context.db, token, context.now());
}

const NOT_SIGNED_IN = 'No one is signed in with this session.';
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Payload's auth routes on the users collection: login, me, logout, refresh-token. */
export const accountRoutes: FastifyPluginAsync<{ context: AppContext; limits: SignInLimits }> = async (parent, { context, limits }) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  answerErrorsWith(app, fieldErrors);
  const { config } = context;

  app.post('/api/users/login', { schema: loginSchema, config: { access: 'public' } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    // Every attempt is logged with the account and the client address (never the password).
    const attempt = { email, address: request.ip };
    // The password is checked first and only failures count: the right password always signs in, so
    // wrong ones from anywhere cannot lock its owner out; past the limit a wrong one answers 429.
    const signedIn = await signIn(context, email, request.body.password).catch(async (error: unknown) => {
      if (!(error instanceof Unauthorized)) throw error;
      const wait = await signInFailed(limits, email, request.ip);
      if (wait > 0) {
        request.log.warn(attempt, 'sign-in refused: too many attempts');
        throw new TooManyRequests('Too many sign-in attempts: wait and try again.', wait);
      }
      request.log.warn(attempt, 'sign-in refused');
      throw error;
    });
    setSessionCookie(reply, request, config, signedIn.token, new Date(signedIn.exp * 1000));
    request.log.info({ ...attempt, user: signedIn.user.id }, 'signed in');
    return { message: 'Auth Passed', ...signedIn };
  });

  app.get('/api/users/me', { schema: meSchema, config: { access: 'public' } }, async (request) => {
    const session = await currentSession(context, request);
    if (!session) return { user: null };
    return { user: session.user, collection: 'users', exp: epochSeconds(session.expiresAt) };
  });

  app.post('/api/users/logout', { schema: logoutSchema, config: { access: 'public' } }, async (request, reply) => {
    const session = await currentSession(context, request);
    clearSessionCookie(reply, request, config);
    if (!session) throw new Unauthorized(NOT_SIGNED_IN);
    await endSession(context.db, session.tokenHash);
    return { message: 'You have been logged out successfully.' };
  });

  app.post('/api/users/refresh-token', { schema: refreshSchema, config: { access: 'public' } }, async (request, reply) => {
    const session = await currentSession(context, request);
    if (!session) throw new Unauthorized(NOT_SIGNED_IN);
    const next = await context.db.transaction(async (tx) => {
      await endSession(tx as unknown as AppContext['db'], session.tokenHash);
      return createSession(tx as unknown as AppContext['db'], session.userId, context.now(), config.sessionLifetimeSeconds);
    });
    setSessionCookie(reply, request, config, next.token, next.expiresAt);
    return { message: 'Token refresh successful', refreshedToken: next.token, exp: epochSeconds(next.expiresAt), user: session.user };
  });
};
