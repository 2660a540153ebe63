import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { AnyResult, writtenRecord } from '../../legacy/shape.js';
import type { DeleteAnswer } from './administration.api.js';
import {
  LegacyEmailAddress,
  LegacyEmailGroup,
  LegacyEmailTrigger,
  LegacyOutboxMessage,
} from './administration.dto.js';
import { EmailAddressKind } from './administration.enums.js';
import type { EmailAddress, EmailGroup, EmailTrigger, SentEmail } from './email-settings.type.js';

const EMAIL = 'api/Email';

const toAddress = (row: LegacyEmailAddress): EmailAddress => ({
  ...row,
  id: String(row.id),
  kind: row.kind === 'Sender' ? EmailAddressKind.SENDER : EmailAddressKind.RECEIVER,
});
const toGroup = (row: LegacyEmailGroup): EmailGroup => ({
  ...row,
  id: String(row.id),
  memberIds: row.memberIds.map(String),
});
const toTrigger = (row: LegacyEmailTrigger): EmailTrigger => ({
  ...row,
  id: String(row.id),
  senderId: String(row.senderId),
  emailGroupId: String(row.emailGroupId),
});

/** E-mail senders and receivers, groups and triggers (api/Email). */
export class EmailSettingsApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async remove(path: string, id: number): Promise<DeleteAnswer> {
    const { message, result } = await this.legacy.envelope(
      { method: 'DELETE', path: `${EMAIL}/${path}`, query: { Id: id } },
      AnyResult,
    );
    return { deleted: result === true, message: message ?? 'Success' };
  }

  private upsert(name: string, id: number | null, body: Record<string, unknown>) {
    return id === null
      ? ({ method: 'POST', path: `${EMAIL}/add-${name}`, body } as const)
      : ({ method: 'PUT', path: `${EMAIL}/update-${name}`, body: { ...body, id } } as const);
  }

  async addresses(): Promise<EmailAddress[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${EMAIL}/get-email-addresses` },
      z.array(LegacyEmailAddress).nullable(),
    );
    return (result ?? []).map(toAddress);
  }

  async saveAddress(id: number | null, body: Record<string, unknown>) {
    const { result, message } = await this.legacy.envelope(
      this.upsert('email-address', id, body),
      writtenRecord(LegacyEmailAddress),
    );
    return { address: toAddress(result), message: message ?? 'Success' };
  }

  deleteAddress(id: number): Promise<DeleteAnswer> {
    return this.remove('delete-email-address', id);
  }

  async groups(): Promise<EmailGroup[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${EMAIL}/get-email-groups` },
      z.array(LegacyEmailGroup).nullable(),
    );
    return (result ?? []).map(toGroup);
  }

  async saveGroup(id: number | null, body: Record<string, unknown>) {
    const { result, message } = await this.legacy.envelope(
      this.upsert('email-group', id, body),
      writtenRecord(LegacyEmailGroup),
    );
    return { group: toGroup(result), message: message ?? 'Success' };
  }

  deleteGroup(id: number): Promise<DeleteAnswer> {
    return this.remove('delete-email-group', id);
  }

  async triggers(): Promise<EmailTrigger[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${EMAIL}/get-email-triggers` },
      z.array(LegacyEmailTrigger).nullable(),
    );
    return (result ?? []).map(toTrigger);
  }

  async events(): Promise<string[]> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${EMAIL}/get-email-events` },
      z.array(z.string()).nullable(),
    );
    return result ?? [];
  }

  async saveTrigger(id: number | null, body: Record<string, unknown>) {
    const { result, message } = await this.legacy.envelope(
      this.upsert('email-trigger', id, body),
      writtenRecord(LegacyEmailTrigger),
    );
    return { trigger: toTrigger(result), message: message ?? 'Success' };
  }

  deleteTrigger(id: number): Promise<DeleteAnswer> {
    return this.remove('delete-email-trigger', id);
  }

  async outbox(page: {
    pageNumber: number;
    pageSize: number;
  }): Promise<{ totalCount: number; items: SentEmail[] }> {
    const { result } = await this.legacy.envelope(
      { method: 'GET', path: `${EMAIL}/get-email-outbox`, query: page },
      z.object({ totalCount: z.number(), data: z.array(LegacyOutboxMessage) }),
    );
    return {
      totalCount: result.totalCount,
      items: result.data.map((row) => ({
        id: String(row.id),
        createdAt: new Date(row.createdAt),
        triggerName: row.triggerName,
        event: row.event,
        from: row.fromEmail,
        to: row.toEmail,
        subject: row.subject,
        status: row.status,
        error: row.error,
        sentAt: row.sentAt ? new Date(row.sentAt) : null,
      })),
    };
  }
}
