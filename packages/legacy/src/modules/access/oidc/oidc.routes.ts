import type { IncomingMessage } from 'node:http';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { burnPasswordCheck, verifyPassword } from '../../../auth/password.js';
import type { Db } from '../../../db/db.js';
import { isPlainObject } from '../../../http/params.js';
import { findUserForSignIn } from '../../account/profile.js';
import { LOGIN_PAGE_TEXT, PAGE_SECURITY_HEADERS, errorPage, loginPage } from './pages.js';
import { OIDC_MOUNT } from './provider.js';
import type { SsoRuntime } from './runtime.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidParams = { Params: { uid: string } };

/**
 * Mounts the OpenID provider at /oidc: its own endpoints (discovery, authorize, token, userinfo, jwks) take the raw
 * request, and the interaction pages (sign-in form, automatic consent) are Fastify routes beside them.
 */
export async function oidcRoutes(
  app: FastifyInstance,
  { sso, db }: { sso: SsoRuntime; db: Db },
): Promise<void> {
  await app.register(async (mounted) => {
    // The provider reads request bodies itself: leave every body unread here.
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null));
    let callback: ReturnType<Provider['callback']> | undefined;

    mounted.all(`${OIDC_MOUNT}/*`, async (request, reply) => {
      const provider = await sso.provider();
      callback ??= provider.callback();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const rest = (raw.url ?? '/').slice(OIDC_MOUNT.length) || '/';
      // As under Express: the provider routes on url, and builds its URLs from the part of originalUrl before it.
      raw.originalUrl = `${new URL(provider.issuer).pathname}${rest}`;
      raw.url = rest;
      reply.hijack();
      reply.raw.setHeader('x-request-id', request.id);
      await callback(raw, reply.raw);
    });
  });

  await app.register(async (pages) => {
    await pages.register(formbody);

    pages.get<UidParams>(`${OIDC_MOUNT}/interaction/:uid`, async (request, reply) => {
      const provider = await sso.provider();
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return expired(reply);

      if (interaction.prompt.name === 'login') {
        const hint = interaction.params.login_hint;
        return sendPage(
          reply,
          200,
          loginPage({ ...formTargets(provider, interaction), email: typeof hint === 'string' ? hint : '' }),
        );
      }
      if (interaction.prompt.name === 'consent') {
        // Our one client is first-party: consent is given on the user's behalf, for what it asked.
        const grantId = await grantRequested(provider, interaction);
        const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
        return reply.redirect(returnTo, 303);
      }
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        {
          error: 'access_denied',
          error_description: `The ${interaction.prompt.name} prompt is not supported.`,
        },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });

    pages.post<UidParams>(`${OIDC_MOUNT}/interaction/:uid/login`, async (request, reply) => {
      const provider = await sso.provider();
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction || interaction.prompt.name !== 'login') return expired(reply);

      const form = isPlainObject(request.body) ? request.body : {};
      const email = typeof form.email === 'string' ? form.email.trim() : '';
      const password = typeof form.password === 'string' ? form.password : '';
      const again = (error: string) =>
        sendPage(reply, 400, loginPage({ ...formTargets(provider, interaction), email, error }));
      if (!email || !password) return again(LOGIN_PAGE_TEXT.missing);

      const user = await findUserForSignIn(db, email);
      const valid = user
        ? await verifyPassword(password, user.passwordHash)
        : await burnPasswordCheck(password);
      if (!user || !valid) return again(LOGIN_PAGE_TEXT.wrong);

      request.log.info({ userId: user.id }, 'single sign-on: signed in');
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: String(user.id) } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });

    pages.get<UidParams>(`${OIDC_MOUNT}/interaction/:uid/abort`, async (request, reply) => {
      const provider = await sso.provider();
      const interaction = await findInteraction(provider, request, reply);
      if (!interaction) return expired(reply);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });
}

/** The interaction the browser's cookie names, if it is the one in the URL and still pending. */
async function findInteraction(
  provider: Provider,
  request: FastifyRequest<UidParams>,
  reply: FastifyReply,
): Promise<Interaction | null> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === request.params.uid ? interaction : null;
  } catch {
    // No cookie, an expired interaction, or one already finished.
    return null;
  }
}

function formTargets(provider: Provider, interaction: Interaction): { action: string; cancel: string } {
  const base = `${new URL(provider.issuer).pathname}/interaction/${encodeURIComponent(interaction.uid)}`;
  return { action: `${base}/login`, cancel: `${base}/abort` };
}

/** Adds what the consent prompt found missing to the session's grant (a new one on first consent). */
async function grantRequested(provider: Provider, interaction: Interaction): Promise<string> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing ??
    new provider.Grant({
      accountId: interaction.session?.accountId,
      clientId: String(interaction.params.client_id),
    });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).headers(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8').send(html);
}

function expired(reply: FastifyReply): FastifyReply {
  return sendPage(reply, 400, errorPage(LOGIN_PAGE_TEXT.expired));
}
