import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SVIP_TRIAL_DAYS, TIER_LABELS, type RunningMembership } from '@bangyan/contract';
import { membershipUrl } from '../lib/membership.ts';
import styles from './RunningMemberships.module.css';

/** A running membership's name: the tier, and for the trial, that it is the trial. */
export const membershipName = (m: RunningMembership): string =>
  m.kind === 'trial' ? `${TIER_LABELS[m.tier]} ${SVIP_TRIAL_DAYS}天体验` : `${TIER_LABELS[m.tier]}会员`;

/**
 * Every membership running now, each with its last day (user info's `memberships`, the one in force first): an
 * SVIP trial and a paid VIP beneath it are both shown. Nothing for the free tier.
 */
export function RunningMemberships({ list, className }: { list: readonly RunningMembership[]; className?: string }) {
  if (list.length === 0) return null;
  return (
    <ul className={`${styles.list} ${className ?? ''}`} data-testid="running-memberships">
      {list.map((m) => (
        <li key={m.kind} className={styles.item} data-tier={m.tier} data-kind={m.kind} data-testid="running-membership">
          <span className={styles.name}>{membershipName(m)}</span>
          <span className={styles.end}>{`${m.endDate} 到期`}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A link to the membership page on the same tab: an in-app navigation when the page is this site's, else a plain
 * link to the membership host (spec 2.2 opened it in a new window; a person renewing stays in their tab).
 */
export function MembershipLink({
  className,
  children,
  testId,
  tier,
}: {
  className?: string;
  children: ReactNode;
  testId: string;
  tier?: string;
}) {
  const url = membershipUrl();
  return url.startsWith('/') ? (
    <Link className={className} to={url} data-testid={testId} data-tier={tier}>
      {children}
    </Link>
  ) : (
    <a className={className} href={url} data-testid={testId} data-tier={tier}>
      {children}
    </a>
  );
}
