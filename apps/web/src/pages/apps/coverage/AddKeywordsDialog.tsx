import { useState } from 'react';
import { Button, Input, Modal, Tag } from 'antd';
import {
  ASO_ADD_TERM_CHARS_MAX,
  ASO_ADD_TERMS_MAX,
  asoKeywordTerms,
  formatNumber,
  NO_VALUE,
  type AddAsoKeywordResult,
  type DataOf,
  type getAddAsoKeywordLimit,
} from '@bangyan/contract';
import { DATA_TEXTS } from '../../../components/data/DataState.tsx';
import { addAsoKeywords, useRefreshAsoKeywords } from '../../../api/appCoverage.ts';
import { useEnvelopeAction } from '../../../api/useEnvelopeAction.tsx';
import { useDialogStore } from '../../../store/dialogs.ts';
import styles from './Coverage.module.css';

type Quota = DataOf<typeof getAddAsoKeywordLimit>;

const STATUS: Record<AddAsoKeywordResult['status'], { label: string; color: string }> = {
  added: { label: '已添加', color: 'green' },
  tracked: { label: '已在词库', color: 'blue' },
  duplicate: { label: '今日已添加', color: 'default' },
};

/** What the result of one term tells the user. */
function resultText(r: AddAsoKeywordResult): string {
  if (r.status === 'added') return '新词已加入词库，下次关键词收录后可查看热度和排名';
  if (r.resultCount === null) return '等待收录';
  return `热度 ${r.heat ?? NO_VALUE} · 排名 ${r.rank ?? '未进入前200'} · 结果数 ${formatNumber(r.resultCount)}`;
}

/**
 * 添加关键词: words the platform should track for the app, one a line or comma separated (the
 * contract's rule checks them as typed), with the day's quota; the answer per word. A visitor is
 * asked to log in; a tier limit opens the limit dialog.
 */
export function AddKeywordsDialog({
  appId,
  country,
  open,
  onClose,
  quota,
  loggedIn,
}: {
  appId: string;
  country: string;
  open: boolean;
  onClose: () => void;
  quota: Quota | undefined;
  loggedIn: boolean;
}) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<AddAsoKeywordResult[]>([]);
  const { run, pending, holder } = useEnvelopeAction();
  const refresh = useRefreshAsoKeywords();
  const openLoginPopup = useDialogStore((s) => s.openLoginPopup);
  const parsed = asoKeywordTerms(text);
  const submit = () => {
    if (!('terms' in parsed)) return;
    void run(
      'add',
      () => addAsoKeywords({ appId, country, keywords: parsed.terms.join(',') }),
      async (data) => {
        setResults(data.list);
        setText('');
        await refresh();
      },
    );
  };
  const close = () => {
    setResults([]);
    onClose();
  };
  const canAdd = loggedIn && quota?.collected === true;
  return (
    <Modal
      open={open}
      onCancel={close}
      title="添加关键词"
      width={520}
      destroyOnHidden
      data-testid="aso-add-dialog"
      footer={
        canAdd
          ? [
              <Button key="close" onClick={close}>
                关闭
              </Button>,
              <Button
                key="add"
                type="primary"
                disabled={!('terms' in parsed)}
                loading={pending === 'add'}
                onClick={submit}
                data-testid="aso-add-submit"
              >
                提交
              </Button>,
            ]
          : null
      }
    >
      {holder}
      {!loggedIn ? (
        <p className={styles.note} data-testid="aso-add-login">
          登录后可添加关键词，平台将收录其热度与应用排名。
          <Button type="link" onClick={() => openLoginPopup()} data-testid="aso-add-login-button">
            登录
          </Button>
        </p>
      ) : quota === undefined ? (
        <p className={styles.note}>{DATA_TEXTS.loading}</p>
      ) : !quota.collected ? (
        <p className={styles.note} data-testid="aso-add-not-collected">
          该国家/地区暂不收录关键词，无法添加。
        </p>
      ) : (
        <>
          <p className={styles.note} data-testid="aso-add-quota">
            今日已添加 {quota.used} 个，还可添加 {quota.remaining} 个（每日 {quota.limit} 个）
          </p>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            placeholder={`每行一个关键词，或用逗号分隔；每次最多${ASO_ADD_TERMS_MAX}个，每个1-${ASO_ADD_TERM_CHARS_MAX}个字符`}
            data-testid="aso-add-input"
          />
          {text.trim() !== '' && 'problem' in parsed && (
            <p className={styles.problem} data-testid="aso-add-problem">
              {parsed.problem}
            </p>
          )}
        </>
      )}
      {results.length > 0 && (
        <ul className={styles.addResults} data-testid="aso-add-results">
          {results.map((r) => (
            <li key={r.keyword} data-testid="aso-add-result">
              <span className={styles.addTerm}>{r.keyword}</span>
              <Tag color={STATUS[r.status].color} data-testid="aso-add-status">
                {STATUS[r.status].label}
              </Tag>
              <span className={styles.addFigures} data-testid="aso-add-figures">
                {resultText(r)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
