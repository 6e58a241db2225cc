import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { isChinaMobile, LEAD_TEXTS, type Envelope } from '@bangyan/contract';
import { errorMessage } from '../../api/client.ts';
import styles from './LeadForm.module.css';

/** One field of a lead form: a line of text, a phone, a longer text or a choice. */
export interface LeadField {
  name: string;
  label: string;
  kind?: 'text' | 'phone' | 'email' | 'textarea' | 'select';
  /** Required fields say `message` when left empty or too long; optional ones only when too long. */
  required?: boolean;
  max?: number;
  message: string;
  placeholder?: string;
  options?: readonly { value: number; label: string }[];
}

/** A mainland mobile, required (spec 5's rule and wording). */
export const PHONE_RULES: Rule[] = [
  { required: true, message: LEAD_TEXTS.phoneEmpty },
  {
    validator: async (_, v?: string) => {
      if (v && !isChinaMobile(v.trim())) throw new Error(LEAD_TEXTS.phoneInvalid);
    },
  },
];

function rules(field: LeadField): Rule[] {
  const list: Rule[] = [];
  if (field.required) list.push({ required: true, whitespace: true, message: field.message });
  if (field.max !== undefined) list.push({ max: field.max, message: field.message });
  if (field.kind === 'email') list.push({ type: 'email', message: field.message });
  if (field.kind === 'phone') list.push(...PHONE_RULES);
  return list;
}

/** The field's input; Form.Item hands it the value and onChange, which it passes on. */
function Control({ field, ...control }: { field: LeadField; value?: string; onChange?: (value: unknown) => void }) {
  const testId = `lead-${field.name}`;
  if (field.kind === 'textarea') {
    return (
      <Input.TextArea
        {...control}
        rows={4}
        maxLength={field.max}
        showCount
        placeholder={field.placeholder}
        data-testid={testId}
      />
    );
  }
  if (field.kind === 'select') {
    return (
      <Select
        {...control}
        options={field.options?.map((o) => ({ value: String(o.value), label: o.label }))}
        placeholder={field.placeholder ?? '请选择'}
        data-testid={testId}
      />
    );
  }
  return (
    <Input
      {...control}
      maxLength={field.max}
      placeholder={field.placeholder}
      inputMode={field.kind === 'phone' ? 'tel' : undefined}
      data-testid={testId}
    />
  );
}

/**
 * A content page's form stored as a lead: the fields with their checks (the server checks again and its refusal
 * shows above the button), then a thank-you in place of the form. `initial` presets fields (a chosen plan).
 */
export function LeadForm({
  fields,
  submit,
  submitLabel,
  doneTitle,
  doneText,
  initial,
  testId,
}: {
  fields: readonly LeadField[];
  submit: (values: Record<string, string>) => Promise<Envelope<{ id: number }>>;
  submitLabel: string;
  doneTitle: string;
  doneText: string;
  initial?: Record<string, string>;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);

  if (done) {
    return <Result status="success" title={doneTitle} subTitle={doneText} data-testid={`${testId}-done`} />;
  }

  const send = async (values: Record<string, string | undefined>) => {
    setBusy(true);
    setFailure('');
    try {
      const clean = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()]));
      const envelope = await submit(clean);
      if (envelope.code === 0) setDone(true);
      else setFailure(envelope.msg);
    } catch (e) {
      setFailure(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      layout="vertical"
      className={styles.form}
      requiredMark
      initialValues={initial}
      onFinish={(values: Record<string, string | undefined>) => void send(values)}
      data-testid={testId}
    >
      <div className={styles.grid}>
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            rules={rules(field)}
            required={field.required === true || field.kind === 'phone'}
            className={field.kind === 'textarea' ? styles.wide : undefined}
          >
            <Control field={field} />
          </Form.Item>
        ))}
      </div>
      {failure && (
        <Alert type="error" showIcon message={failure} className={styles.failure} data-testid={`${testId}-error`} />
      )}
      <Button type="primary" htmlType="submit" size="large" loading={busy} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
    </Form>
  );
}
