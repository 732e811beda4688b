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
} from '../../schema/accounts';
import { apiPaths } from '../../schema/api-paths';
import { accountParams, changeEmailBody, deleteAccountBody, reportAccountBody } from '../../schema/profile';
import { deleteAccount } from '../domain/account-deletion';
import { reportAccount } from '../domain/account-reports';
import { loadConfiguration } from '../domain/configuration';
import { confirmEmail, requestEmailChange, resendConfirmation } from '../domain/email-confirmation';
import { changePassword, requestPasswordReset, resetPassword } from '../domain/password-changes';
import { assertSignUpOpen, signUp } from '../domain/sign-up';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function accountRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  app.post(apiPaths.accounts, async (request, reply) => {
    const config = await loadConfiguration(db, deps.settings);
    // Closed sign-up answers 403 before any field is judged.
    assertSignUpOpen(config);
    const body = parseBody(signUpBodyFor(accountRulesOf(config)), request.body);
    return reply.code(201).send(await signUp(deps, config, body));
  });

  app.post(apiPaths.passwords, async (request, reply) => {
    await requestPasswordReset(deps, parseBody(forgotPasswordBody, request.body), request.ip);
    return reply.code(202).send({});
  });

  app.post(apiPaths.passwordReset, async (request, reply) => {
    await resetPassword(deps, parseBody(resetPasswordBody, request.body));
    return reply.code(204).send();
  });

  app.put(apiPaths.accountPassword, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    await changePassword(deps, viewer, parseBody(changePasswordBody, request.body));
    return reply.code(204).send();
  });

  app.post(apiPaths.confirmations, async (request, reply) => {
    await confirmEmail(deps, parseBody(confirmEmailBody, request.body));
    return reply.code(204).send();
  });

  app.post(apiPaths.confirmationsResend, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    await resendConfirmation(deps, viewer, parseBody(resendConfirmationBody, request.body));
    return reply.code(202).send({});
  });

  app.post(apiPaths.accountEmail, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    await requestEmailChange(deps, viewer, parseBody(changeEmailBody, request.body));
    return reply.code(202).send({});
  });

  app.post(apiPaths.accountReports, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(accountParams, request.params);
    const { reason } = parseBody(reportAccountBody, request.body);
    await reportAccount(db, viewer, id, reason);
    return reply.code(201).send({});
  });

  app.delete(apiPaths.account, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    await deleteAccount(db, viewer, parseBody(deleteAccountBody, request.body));
    return reply.code(204).send();
  });
}
