import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LEAD_LIMITS, LEAD_TEXTS, type JobOpening } from '@bangyan/contract';
import { sendPartnerApply, useAboutQuery } from '../../api/contentPages.ts';
import { LeadForm } from '../../components/leads/LeadForm.tsx';
import { COMPANY_FIELD, EMAIL_FIELD, NAME_FIELD, PHONE_FIELD } from '../../components/leads/leadFields.ts';
import { blockOf, BlockSection, Hero } from './PageBlocks.tsx';
import { ContentState } from './ContentState.tsx';
import styles from './Content.module.css';

/** The section ids the footer's 加入我们 and 合作伙伴 links name (/new/about#join, #partner). */
const JOIN_ID = 'join';
const PARTNER_ID = 'partner';

/** Scrolls to the address's #section once the page's content is there, and again when the hash changes. */
function useHashScroll(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash === '') return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

function JobCard({ job }: { job: JobOpening }) {
  return (
    <article className={styles.card} data-testid="job-opening">
      <h3 className={styles.cardTitle}>{job.title}</h3>
      <p className={styles.cardMeta}>{[job.department, job.city].filter(Boolean).join(' · ')}</p>
      <p className={styles.listTitle}>岗位职责</p>
      <ul className={styles.list}>
        {job.duties.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p className={styles.listTitle}>任职要求</p>
      <ul className={styles.list}>
        {job.requirements.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p className={styles.cardText}>
        投递简历：
        <a href={`mailto:${job.email}?subject=${encodeURIComponent(`应聘${job.title}`)}`}>{job.email}</a>
      </p>
    </article>
  );
}

/** /new/about: who 榜眼 is, the open positions (#join) and partnerships with their enquiry form (#partner). */
export function AboutPage() {
  const query = useAboutQuery({});
  useHashScroll(query.data !== undefined);
  return (
    <ContentState query={query}>
      {({ blocks, jobs, partnerKinds }) => (
        <div className={styles.page} data-testid="about-page">
          <Hero block={blockOf(blocks, 'intro')} />
          <BlockSection block={blockOf(blocks, 'culture')} />
          <section className={styles.section} id={JOIN_ID} data-testid="about-join">
            <h2 className={styles.sectionTitle}>加入我们</h2>
            <div className={styles.cards}>
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} />
              ))}
            </div>
          </section>
          <section className={styles.section} id={PARTNER_ID} data-testid="about-partner">
            <h2 className={styles.sectionTitle}>合作伙伴</h2>
            <div className={styles.cards}>
              {partnerKinds.map((k) => (
                <article key={k.id} className={styles.card} data-testid="partner-kind">
                  <h3 className={styles.cardTitle}>{k.name}</h3>
                  <p className={styles.cardText}>{k.description}</p>
                </article>
              ))}
            </div>
            <div className={styles.section}>
              <h3 className={styles.cardTitle}>合作申请</h3>
              <div className={styles.formBox}>
                <LeadForm
                  testId="partner-form"
                  fields={[
                    {
                      name: 'kindId',
                      label: '合作类型',
                      kind: 'select',
                      required: true,
                      message: LEAD_TEXTS.partnerKind,
                      options: partnerKinds.map((k) => ({ value: k.id, label: k.name })),
                    },
                    NAME_FIELD,
                    PHONE_FIELD,
                    COMPANY_FIELD,
                    EMAIL_FIELD,
                    {
                      name: 'message',
                      label: '合作说明',
                      kind: 'textarea',
                      required: true,
                      max: LEAD_LIMITS.message,
                      message: LEAD_TEXTS.partnerMessage,
                    },
                  ]}
                  submit={(v) =>
                    sendPartnerApply({
                      kindId: v.kindId ?? '',
                      name: v.name ?? '',
                      phone: v.phone ?? '',
                      company: v.company ?? '',
                      email: v.email ?? '',
                      message: v.message ?? '',
                    })
                  }
                  submitLabel="提交合作申请"
                  doneTitle="提交成功！"
                  doneText="商务同事会在 1 个工作日内与你联系。"
                />
              </div>
            </div>
          </section>
          <BlockSection block={blockOf(blocks, 'contact')} />
        </div>
      )}
    </ContentState>
  );
}
