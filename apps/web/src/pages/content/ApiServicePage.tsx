import { useState } from 'react';
import { Button, Tag } from 'antd';
import { LEAD_LIMITS, LEAD_TEXTS, type ApiPlan } from '@bangyan/contract';
import { sendApiApply, useApiServiceQuery } from '../../api/contentPages.ts';
import { LeadForm } from '../../components/leads/LeadForm.tsx';
import { COMPANY_FIELD, EMAIL_FIELD, NAME_FIELD, PHONE_FIELD } from '../../components/leads/leadFields.ts';
import { blockOf, BlockSection, Hero } from './PageBlocks.tsx';
import { ContentState } from './ContentState.tsx';
import styles from './Content.module.css';

const APPLY_ID = 'apply';

const scrollToApply = () => document.getElementById(APPLY_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

function PlanCard({ plan, onChoose }: { plan: ApiPlan; onChoose: () => void }) {
  return (
    <article className={`${styles.card} ${plan.highlighted ? styles.highlight : ''}`} data-testid="api-plan">
      <h3 className={styles.cardTitle}>
        {plan.name} {plan.highlighted && <Tag color="blue">推荐</Tag>}
      </h3>
      <p className={styles.price}>{plan.price}</p>
      <p className={styles.cardMeta}>{plan.quota}</p>
      <ul className={styles.list}>
        {plan.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Button type={plan.highlighted ? 'primary' : 'default'} block onClick={onChoose}>
        申请{plan.name}
      </Button>
    </article>
  );
}

/** /new/service/api: the data API's product page: what it offers (counted from the API document), plans, docs, apply. */
export function ApiServicePage() {
  const query = useApiServiceQuery({});
  const [plan, setPlan] = useState<number>();
  return (
    <ContentState query={query}>
      {({ blocks, groups, plans, docsUrl, endpointTotal }) => (
        <div className={styles.page} data-testid="api-page">
          <Hero block={blockOf(blocks, 'intro')}>
            <Button type="primary" size="large" onClick={scrollToApply}>
              申请试用
            </Button>
            <Button size="large" href={docsUrl} target="_blank" rel="noopener" data-testid="api-docs-link">
              查看接口文档
            </Button>
          </Hero>
          <section className={styles.section} data-testid="api-groups">
            <h2 className={styles.sectionTitle}>数据内容</h2>
            <p className={styles.sectionLead} data-testid="api-endpoint-total">
              {`共 ${groups.length} 类数据、${endpointTotal} 个接口，与网站数据同源同口径`}
            </p>
            <div className={styles.cards}>
              {groups.map((g) => (
                <article key={g.tag} className={styles.card} data-testid="api-group">
                  <h3 className={styles.cardTitle}>{g.name}</h3>
                  <p className={styles.cardMeta}>{`${g.endpointCount} 个接口`}</p>
                  <p className={styles.cardText}>{g.description}</p>
                  <ul className={styles.list}>
                    {g.examples.map((e) => (
                      <li key={e.path} className={styles.mono} title={e.summary}>
                        {`${e.method} ${e.path}`}
                      </li>
                    ))}
                  </ul>
                </article>
              ))}
            </div>
          </section>
          <section className={styles.section} data-testid="api-plans">
            <h2 className={styles.sectionTitle}>套餐与价格</h2>
            <div className={styles.cards}>
              {plans.map((p) => (
                <PlanCard
                  key={p.id}
                  plan={p}
                  onChoose={() => {
                    setPlan(p.id);
                    scrollToApply();
                  }}
                />
              ))}
            </div>
          </section>
          <BlockSection block={blockOf(blocks, 'process')} />
          <section className={styles.section} id={APPLY_ID}>
            <h2 className={styles.sectionTitle}>申请开通</h2>
            <div className={styles.formBox}>
              <LeadForm
                // A plan chosen above starts the form afresh with it.
                key={plan ?? 0}
                testId="api-apply-form"
                initial={plan === undefined ? undefined : { planId: String(plan) }}
                fields={[
                  NAME_FIELD,
                  PHONE_FIELD,
                  COMPANY_FIELD,
                  { name: 'jobTitle', label: '职位', max: LEAD_LIMITS.jobTitle, message: LEAD_TEXTS.jobTitleTooLong },
                  EMAIL_FIELD,
                  {
                    name: 'planId',
                    label: '套餐',
                    kind: 'select',
                    required: true,
                    message: LEAD_TEXTS.plan,
                    options: plans.map((p) => ({ value: p.id, label: `${p.name}（${p.price}）` })),
                  },
                  {
                    name: 'message',
                    label: '需求说明',
                    kind: 'textarea',
                    max: LEAD_LIMITS.message,
                    message: LEAD_TEXTS.message,
                    placeholder: '使用场景、需要的数据与调用量',
                  },
                ]}
                submit={(v) =>
                  sendApiApply({
                    name: v.name ?? '',
                    phone: v.phone ?? '',
                    company: v.company ?? '',
                    jobTitle: v.jobTitle ?? '',
                    email: v.email ?? '',
                    planId: v.planId ?? '',
                    message: v.message ?? '',
                  })
                }
                submitLabel="提交申请"
                doneTitle="申请已提交！"
                doneText="商务顾问会在 1 个工作日内联系你，确认方案并开通测试密钥。"
              />
            </div>
          </section>
        </div>
      )}
    </ContentState>
  );
}
