import { useSearchParams } from 'react-router';
import { Alert, Table, Tag } from 'antd';
import { formatDate, formatDateTime, LEAD_LIMITS, LEAD_TEXTS, type EventDetail } from '@bangyan/contract';
import { sendEventSignup, useEventQuery } from '../../api/contentPages.ts';
import { Markdown } from '../../components/Markdown.tsx';
import { LeadForm } from '../../components/leads/LeadForm.tsx';
import { COMPANY_FIELD, NAME_FIELD, PHONE_FIELD } from '../../components/leads/leadFields.ts';
import { ContentState } from './ContentState.tsx';
import styles from './Content.module.css';

type AgendaItem = EventDetail['agenda'][number];

/** When: the day and the start, and the end (its time only on the same day). */
function timeRange(e: EventDetail): string {
  const start = formatDateTime(e.startsAt * 1000);
  const end = formatDateTime(e.endsAt * 1000);
  return formatDate(e.startsAt * 1000) === formatDate(e.endsAt * 1000)
    ? `${start} - ${end.slice(11)}`
    : `${start} - ${end}`;
}

function Signup({ event }: { event: EventDetail }) {
  if (!event.open) {
    // Closed with places left: it has ended.
    const ended = event.signedUp < event.capacity;
    return (
      <Alert
        type="info"
        showIcon
        message={ended ? LEAD_TEXTS.eventEnded : LEAD_TEXTS.eventFull}
        data-testid="event-closed"
      />
    );
  }
  return (
    <div className={styles.formBox}>
      <LeadForm
        key={event.id}
        testId="event-signup-form"
        fields={[
          NAME_FIELD,
          PHONE_FIELD,
          COMPANY_FIELD,
          { name: 'jobTitle', label: '职位', required: true, max: LEAD_LIMITS.jobTitle, message: LEAD_TEXTS.jobTitle },
        ]}
        submit={(v) =>
          sendEventSignup({
            eventId: String(event.id),
            name: v.name ?? '',
            phone: v.phone ?? '',
            company: v.company ?? '',
            jobTitle: v.jobTitle ?? '',
          })
        }
        submitLabel="立即报名"
        doneTitle="报名成功！"
        doneText="活动前一天我们会通过短信发送入场信息，期待与你见面。"
      />
    </div>
  );
}

/** /new/events/detail (?id=…, else the latest event): the event, its place and time, agenda, speakers and sign-up. */
export function EventDetailPage() {
  const id = useSearchParams()[0].get('id');
  const query = useEventQuery(id === null ? {} : { id });
  return (
    <ContentState query={query}>
      {(event) => (
        <div className={styles.page} data-testid="event-page">
          <header className={styles.hero}>
            <div className={styles.heroInner}>
              <h1 className={styles.heroTitle} data-testid="event-title">
                {event.title}
              </h1>
              <p className={styles.cardText}>{event.summary}</p>
              <div className={styles.facts}>
                <span data-testid="event-time">{`时间：${timeRange(event)}`}</span>
                <span data-testid="event-place">{`地点：${event.city} · ${event.venue}`}</span>
                <span>{`地址：${event.address}`}</span>
                <span>
                  <Tag color={event.open ? 'blue' : 'default'}>{`已报名 ${event.signedUp} / ${event.capacity}`}</Tag>
                </span>
              </div>
            </div>
          </header>
          {event.body && <Markdown source={event.body} testId="event-body" />}
          <section className={styles.section} data-testid="event-agenda">
            <h2 className={styles.sectionTitle}>活动议程</h2>
            <Table<AgendaItem>
              rowKey={(a) => `${a.startTime}${a.title}`}
              size="middle"
              pagination={false}
              dataSource={event.agenda}
              columns={[
                { title: '时间', width: 140, render: (_, a) => `${a.startTime} - ${a.endTime}` },
                { title: '议题', dataIndex: 'title' },
                { title: '嘉宾', dataIndex: 'speaker', width: 120, render: (s: string) => s || '—' },
              ]}
            />
          </section>
          {event.speakers.length > 0 && (
            <section className={styles.section} data-testid="event-speakers">
              <h2 className={styles.sectionTitle}>演讲嘉宾</h2>
              <div className={styles.cards}>
                {event.speakers.map((s) => (
                  <article key={s.name} className={styles.card} data-testid="event-speaker">
                    <h3 className={styles.cardTitle}>{s.name}</h3>
                    <p className={styles.cardMeta}>{`${s.company} · ${s.title}`}</p>
                    <p className={styles.cardText}>{s.bio}</p>
                  </article>
                ))}
              </div>
            </section>
          )}
          <section className={styles.section} id="signup">
            <h2 className={styles.sectionTitle}>报名参加</h2>
            <Signup event={event} />
          </section>
        </div>
      )}
    </ContentState>
  );
}
