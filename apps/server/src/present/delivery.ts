import type { DeliveryRequest } from '@bangyan/contract';
import type { AsoDeliveryRequestsTable } from '@bangyan/db';
import type { Selectable } from 'kysely';

/** An ASO delivery request row as the user's 我的投放 and the console's 线索 show it. */
export const presentDelivery = (r: Selectable<AsoDeliveryRequestsTable>): DeliveryRequest => ({
  id: Number(r.id),
  appId: String(r.app_id),
  country: r.country,
  appName: r.app_name,
  keywords: r.keywords,
  budget: r.budget,
  contactName: r.contact_name,
  contactPhone: r.contact_phone,
  note: r.note,
  status: r.status,
  statusNote: r.status_note,
  statusAt: r.status_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});
