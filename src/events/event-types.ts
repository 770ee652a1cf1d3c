import { randomBase64url } from '../lib/random-id.js';

/** Every event a webhook endpoint can subscribe to. */
export const EVENT_TYPES = [
  'preorder.goal_reached',
  'preorder.variant_sold_out',
  'preorder.variant_available',
  'preorder.started',
  'preorder.ended',
  'content.changed',
  'sync.completed',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** An event as stored in the outbox and sent: a Standard Webhooks body `{type, timestamp, data}` under its message id. */
export interface OutgoingEvent {
  id: string;
  type: EventType;
  payload: { type: EventType; timestamp: string; data: Record<string, unknown> };
}

/** A Standard Webhooks message id: the same for every attempt, so receivers can drop repeats. */
export function newEventId(): string {
  return `msg_${randomBase64url(16)}`;
}

export function outgoingEvent(type: EventType, data: Record<string, unknown>, at: Date, id: string = newEventId()): OutgoingEvent {
  return { id, type, payload: { type, timestamp: at.toISOString(), data } };
}
