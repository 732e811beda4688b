// Sign-up, passwords (forgot, reset, change), email confirmation and change, reporting and deleting accounts.
import type { FastifyInstance } from 'fastify';
import {
  accountRulesOf,
  changePasswordBody,
  confirmEmailBody,
  forgotPasswordBody,
  resendConfirmationBody,
  resetPasswordBody,
  signUpBodyFor,
} from '../../../schema/accounts';
import { apiPaths } from '../../../schema/api-paths';
import { accountParams, changeEmailBody, deleteAccountBody, reportAccountBody } from '../../../schema/profile';
import { deleteAccount } from './account-deletion';
import { reportAccount } from '../moderation/account-reports';
import { loadConfiguration } from '../configuration/configuration';
import { confirmEmail, requestEmailChange, resendConfirmation } from './email-confirmation';
import { changePassword, requestPasswordReset, resetPassword } from './password-changes';
import { assertSignUpOpen, signUp } from './sign-up';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { parseBody } from '../../http/validate';

export function accountRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const { db, forgetMember } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The one body whose rules are stored configuration (lengths of the password and username): read by the handler,
  // through the same 422 reading as every declared body, once closed sign-up has answered 403 before any field is judged.
  app.post(apiPaths.accounts, { config: { access: 'public' } }, async (request, reply) => {
    const config = await loadConfiguration(db, deps.settings);
    assertSignUpOpen(config);
    const body = parseBody(signUpBodyFor(accountRulesOf(config)), request.body);
    return reply.code(201).send(await signUp(deps, config, body));
  });

  app.post(apiPaths.passwords, { config: { access: 'public' }, schema: { body: forgotPasswordBody } }, async (request, reply) => {
    await requestPasswordReset(deps, request.body, request.ip);
    return reply.code(202).send({});
  });

  app.post(apiPaths.passwordReset, { config: { access: 'public' }, schema: { body: resetPasswordBody } }, async (request, reply) => {
    await resetPassword(deps, request.body);
    return reply.code(204).send();
  });

  app.put(apiPaths.accountPassword, { config: { access: 'member' }, schema: { body: changePasswordBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    await changePassword(deps, viewer, request.body);
    return reply.code(204).send();
  });

  app.post(apiPaths.confirmations, { config: { access: 'public' }, schema: { body: confirmEmailBody } }, async (request, reply) => {
    await confirmEmail(deps, request.body);
    return reply.code(204).send();
  });

  app.post(apiPaths.confirmationsResend, { config: { access: 'member' }, schema: { body: resendConfirmationBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    await resendConfirmation(deps, viewer, request.body);
    return reply.code(202).send({});
  });

  app.post(apiPaths.accountEmail, { config: { access: 'member' }, schema: { body: changeEmailBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    await requestEmailChange(deps, viewer, request.body);
    return reply.code(202).send({});
  });

  app.post(apiPaths.accountReports, { config: { access: 'member' }, schema: { params: accountParams, body: reportAccountBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const { reason } = request.body;
    await reportAccount(db, viewer, id, reason);
    return reply.code(201).send({});
  });

  app.delete(apiPaths.account, { config: { access: 'member' }, schema: { body: deleteAccountBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    await deleteAccount(db, viewer, request.body, forgetMember);
    return reply.code(204).send();
  });
}
