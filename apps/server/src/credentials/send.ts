/** Sending a code to a contact a request names: the steps every code-sending endpoint takes, in one place. */
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../http/deps.ts';
import { guardFrequency, visitorKeys } from '../http/frequency.ts';
import { consumePass } from '../slideCheck/passes.ts';
import type { CodePurpose, SlideProof } from '@bangyan/contract';
import { countCode } from './codeCaps.ts';
import { sendCode } from './codes.ts';
import { codeProvider } from './delivery.ts';
import { channelOf, recipientOf, type Contact } from './contact.ts';

/**
 * The visitor's code frequency (`FREQUENCY_LIMITS.code`), the slide pass, `admit` (whether this contact may
 * get a code for this purpose; it throws the refusal; by default any may), the caps no slide check lifts
 * (codeCaps.ts), then the code with its 60 s resend rule.
 */
export async function sendContactCode(
  deps: Deps,
  req: FastifyRequest,
  request: { contact: Contact; proof: SlideProof },
  purpose: CodePurpose,
  admit: (contact: Contact) => Promise<void> = async () => {},
): Promise<{ expiresIn: number; resendIn: number }> {
  const { contact, proof } = request;
  await guardFrequency(deps.kv, visitorKeys(req), 'code');
  await consumePass(deps.kv, proof);
  await admit(contact);
  await countCode(deps.kv, deps.config.codeCaps, req, recipientOf(contact));
  return sendCode(deps.kv, codeProvider(deps, req.log), channelOf(contact), recipientOf(contact), purpose);
}
