import { ALERT_CHANNELS, type AlertChannel } from '@bangyan/contract';

/** A rule's channels as stored, in ALERT_CHANNELS' order (anything else dropped): what the rule endpoints answer. */
export const channelsInOrder = (channels: readonly string[]): AlertChannel[] =>
  ALERT_CHANNELS.filter((c) => channels.includes(c));
