import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { LegacyContext } from '../../context.js';
import { LEGACY_MESSAGES, refusal, success } from '../../http/envelope.js';
import { isPlainObject } from '../../http/params.js';
import { bodyPassword, bodyText } from './body.js';
import { ACCESS_MESSAGES } from './messages.js';
import { fireEmailEvent } from '../mail/mailer.js';
import {
  changePasswordProblem,
  isValidEmail,
  resetPasswordProblem,
  signUpPasswordProblem,
} from './password-rules.js';
import {
  completeReset,
  createAccount,
  findPasswordHash,
  findResetLink,
  findUserByEmail,
  issueResetLink,
  setPasswordHash,
} from './passwords.repository.js';

/** Sign-up, forgot password and reset password: anonymous calls (ASP.NET's [AllowAnonymous]). */
export async function anonymousPasswordRoutes(
  app: FastifyInstance,
  { db, mail, mailFrom }: LegacyContext,
): Promise<void> {
  app.post('/Account/Register', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const email = bodyText(request.body, 'Email');
    const password = bodyPassword(request.body, 'Password');
    const confirmation = bodyPassword(request.body, 'ConfirmPassword');
    const refuse = (status: number, message: string) => reply.code(status).send(refusal(message));

    if ((!password.ok && !password.empty) || (!confirmation.ok && !confirmation.empty)) {
      return refuse(400, ACCESS_MESSAGES.passwordEncoding);
    }
    const plain = password.ok ? password.password : '';
    const plainConfirmation = confirmation.ok ? confirmation.password : '';
    // The sign-up form's order: the passwords match, every field is filled, the e-mail has a valid shape.
    if (plain !== plainConfirmation) return refuse(400, ACCESS_MESSAGES.signUpMismatch);
    if (!email || !plain) return refuse(400, ACCESS_MESSAGES.signUpRequired);
    if (!isValidEmail(email)) return refuse(400, ACCESS_MESSAGES.signUpEmail);
    const weak = signUpPasswordProblem(plain);
    if (weak) return refuse(400, weak);

    const userId = await createAccount(db, email, await hashPassword(plain));
    if (userId === null) return refuse(409, ACCESS_MESSAGES.accountExists);
    request.log.info({ userId }, 'signed up a new account');
    return success(true);
  });

  /**
   * Answers the same text for known and unknown addresses, so the call cannot tell which have accounts; only a
   * known one gets a link (by mail, into the outbox).
   */
  app.post('/Account/ForgotPassword', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const email = bodyText(request.body, 'Email');
    if (!isValidEmail(email)) return reply.code(400).send(refusal(ACCESS_MESSAGES.forgotPasswordEmail));

    const user = await findUserByEmail(db, email);
    if (user) {
      await issueResetLink(db, user, { mailer: mail, from: mailFrom });
      request.log.info({ userId: user.id }, 'sent a password reset link');
      await fireEmailEvent(mail, db, 'Password Reset', [`A password reset link was sent to ${user.email}.`]);
    }
    return reply.type('text/plain; charset=utf-8').send(ACCESS_MESSAGES.resetLinkSent(email));
  });

  /**
   * The reset page's call. Answers 200 with `{Result, Message}` either way, as the legacy page expects; only a
   * body that is not a JSON object is a 400.
   */
  app.post('/Account/UpdatePassword', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const failed = (message: string) => ({ Result: false, Message: message });

    const token = bodyText(request.body, 'Token');
    const token2 = bodyText(request.body, 'Token2');
    const link = token && token2 ? await findResetLink(db, token, token2) : null;
    if (!link) return failed(ACCESS_MESSAGES.resetLinkInvalid);

    const password = bodyPassword(request.body, 'Password');
    const confirmation = bodyPassword(request.body, 'ConfirmPassword');
    if ((!password.ok && !password.empty) || (!confirmation.ok && !confirmation.empty)) {
      return failed(ACCESS_MESSAGES.passwordEncoding);
    }
    const plain = password.ok ? password.password : '';
    const weak = resetPasswordProblem(plain);
    if (weak) return failed(weak);
    if (!confirmation.ok || confirmation.password !== plain) return failed(ACCESS_MESSAGES.signUpMismatch);

    if (!(await completeReset(db, link.id, await hashPassword(plain)))) {
      return failed(ACCESS_MESSAGES.resetLinkInvalid);
    }
    request.log.info({ userId: link.userId }, 'reset a password');
    return { Result: true, Message: ACCESS_MESSAGES.passwordReset };
  });
}

/** Change password: behind the bearer and UserId checks. Answers a bare `true`, as the legacy screen expects. */
export async function signedInPasswordRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  app.post('/Account/ChangePassword', async (request, reply) => {
    if (!isPlainObject(request.body)) return reply.code(400).send(refusal(LEGACY_MESSAGES.invalidRequest));
    const refuse = (message: string) => reply.code(400).send(refusal(message));
    const fields = ['OldPassword', 'NewPassword', 'ConfirmPassword'].map((name) =>
      bodyPassword(request.body as Record<string, unknown>, name),
    );
    if (fields.some((field) => !field.ok && !field.empty)) return refuse(ACCESS_MESSAGES.passwordEncoding);
    const [oldPassword, newPassword, confirmation] = fields.map((field) => (field.ok ? field.password : ''));
    // The screen's order: all three filled, new equals confirm, then the live hints.
    if (!oldPassword || !newPassword || !confirmation) return refuse(ACCESS_MESSAGES.changePasswordRequired);
    if (newPassword !== confirmation) return refuse(ACCESS_MESSAGES.changePasswordMismatch);
    const weak = changePasswordProblem(newPassword);
    if (weak) return refuse(weak);

    const currentHash = await findPasswordHash(db, request.legacyUserId);
    if (currentHash === null || !(await verifyPassword(oldPassword, currentHash))) {
      return refuse(ACCESS_MESSAGES.currentPasswordIncorrect);
    }
    if (newPassword === oldPassword) return refuse(ACCESS_MESSAGES.passwordUnchanged);
    await setPasswordHash(db, request.legacyUserId, await hashPassword(newPassword));
    request.log.info({ userId: request.legacyUserId }, 'changed a password');
    return true;
  });
}
