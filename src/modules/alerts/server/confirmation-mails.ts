import crypto from 'node:crypto';
import { withTimeout } from '../../../server/background';
import type { Logger } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { Mailer } from './mailer';
import type { AlertsRepository, ConfirmationMailRow } from './repository';
import { confirmationMail } from './texts';

export interface ConfirmationMailOptions {
  leaseMs: number;
  /** Tries before a confirmation mail is given up (its reservation is released: it does not count). */
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** The longest one mail may take (the SMTP server's answer included). */
  timeoutMs: number;
}

export const CONFIRMATION_MAIL_DEFAULTS: ConfirmationMailOptions = { leaseMs: 60_000, maxAttempts: 5, retryBaseMs: 30_000, retryMaxMs: 10 * 60_000, timeoutMs: 15_000 };

export const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/**
 * Sends the confirmation mails `PUT /api/alerts/email` queued (issue 35: the request answers at once,
 * the mail goes out from here). The link's token is made when the mail is sent, and only its hash is
 * stored (nothing secret waits in the queue); a later mail's link replaces an earlier one's. A queued
 * mail whose address was changed, removed or confirmed meanwhile is dropped (its reservation released).
 * A claimed row is leased, so two processes never send one; sending is at least once.
 */
export class ConfirmationMails {
  private readonly o: ConfirmationMailOptions;

  constructor(
    private readonly d: { repo: AlertsRepository; clock: Clock; log: Logger; mailer: Mailer | null; publicUrl: URL; recipientKey(address: string): string },
    options: Partial<ConfirmationMailOptions> = {},
  ) {
    this.o = { ...CONFIRMATION_MAIL_DEFAULTS, ...options };
  }

  /** Claims one due mail (null: none due). */
  async claim(): Promise<ConfirmationMailRow | null> {
    if (!this.d.mailer) return null;
    const now = this.d.clock.now();
    return this.d.repo.claimConfirmationMail(now, new Date(now.getTime() + this.o.leaseMs), this.o.maxAttempts);
  }

  /** Sends one claimed mail and records the outcome; true when it was sent. Never throws for a failed mail. */
  async send(row: ConfirmationMailRow): Promise<boolean> {
    const mailer = this.d.mailer;
    const email = await this.d.repo.email(row.user_id);
    if (!mailer || !email || email.confirmed_at || sha256(this.d.recipientKey(email.address)) !== row.address_hash) {
      await this.d.repo.releaseConfirmationMail(row.id);
      return false;
    }
    const token = crypto.randomBytes(24).toString('base64url');
    const link = new URL('/alerts/confirm', this.d.publicUrl);
    link.searchParams.set('token', token);
    try {
      if (!(await this.d.repo.renewConfirmToken(row.user_id, sha256(token)))) {
        await this.d.repo.releaseConfirmationMail(row.id); // confirmed meanwhile
        return false;
      }
      await withTimeout(mailer.send(email.address, confirmationMail(row.language, link.toString())), this.o.timeoutMs, 'confirmation mail');
      await this.d.repo.confirmationMailSent(row.id, this.d.clock.now());
      return true;
    } catch (err) {
      const giveUp = row.attempts >= this.o.maxAttempts;
      if (giveUp) await this.d.repo.releaseConfirmationMail(row.id);
      else await this.d.repo.confirmationMailFailed(row.id, new Date(this.d.clock.now().getTime() + Math.min(this.o.retryBaseMs * 2 ** (row.attempts - 1), this.o.retryMaxMs)));
      this.d.log.error(`alerts: confirmation mail #${row.id} failed (attempt ${row.attempts} of ${this.o.maxAttempts})${giveUp ? ', given up' : ''}`, err);
      return false;
    }
  }
}
