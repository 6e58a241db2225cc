import { useState } from 'react';
import { DatePicker, Form, Input, InputNumber, message as antMessage, Modal, Select, Switch } from 'antd';
import type { ContentKind } from '@bangyan/contract';
import { CONTENT_KINDS } from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { useContentList, useContentWrite, type ContentRow } from '../../../api/adminContent.ts';
import { toBody, toForm, type FieldSpec, type FormValues, type KindSpec } from './fields.ts';
import { ImageInput } from './ImageInput.tsx';
import { MarkdownInput } from './MarkdownInput.tsx';

/**
 * One field's control. Form.Item hands its child the value, onChange and id (its label's target): passed through to
 * the control that holds them.
 */
function Control({ field, editing, ...bound }: { field: FieldSpec; editing: boolean } & Record<string, unknown>) {
  const disabled = editing && field.createOnly;
  switch (field.type) {
    case 'text':
      return <Input {...bound} maxLength={field.max} disabled={disabled} />;
    case 'textarea':
      return <Input.TextArea {...bound} maxLength={field.max} autoSize={{ minRows: 2, maxRows: 8 }} />;
    case 'markdown':
      return <MarkdownInput {...bound} max={field.max} />;
    case 'image':
      return <ImageInput {...bound} optional={!field.required} label={field.label} />;
    case 'number':
      return <InputNumber {...bound} precision={0} style={{ width: '100%' }} />;
    case 'time':
      return (
        <DatePicker {...bound} showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      );
    case 'date':
      return <DatePicker {...bound} format="YYYY-MM-DD" style={{ width: '100%' }} />;
    case 'month':
      return <DatePicker {...bound} picker="month" format="YYYY-MM" style={{ width: '100%' }} />;
    case 'switch':
      return <Switch {...bound} />;
    case 'list':
      return <Select {...bound} mode="tags" tokenSeparators={[',', '，', ' ']} open={false} />;
    case 'select':
      return <Select {...bound} options={field.options.map((o) => ({ value: o.value, label: o.label }))} />;
    case 'ref':
      return <RefSelect {...bound} kind={field.kind} labelOf={field.labelOf} />;
  }
}

/** A choice among another kind's rows (its first page, as its own tab lists them). */
function RefSelect({
  kind,
  labelOf,
  ...bound
}: { kind: ContentKind; labelOf: (row: ContentRow) => string } & Record<string, unknown>) {
  const rows = useContentList(kind, 1);
  return (
    <Select
      {...bound}
      loading={rows.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={(rows.data?.list ?? []).map((row) => ({ value: row.id, label: labelOf(row) }))}
    />
  );
}

/**
 * The form of one row of a kind, new (`row` null) or an edit: the kind's fields, its Markdown with live preview and
 * its pictures; saving sends only what changed and shows the server's refusal in place.
 */
export function ContentForm({
  kind,
  spec,
  row,
  onClose,
  onSaved,
}: {
  kind: ContentKind;
  spec: KindSpec;
  row: ContentRow | null;
  onClose: () => void;
  onSaved: (saved: ContentRow) => void;
}) {
  const write = useContentWrite(kind);
  const [form] = Form.useForm<FormValues>();
  const [pending, setPending] = useState(false);
  const [message, holder] = antMessage.useMessage();
  const initial = toForm(spec.fields, row ?? spec.blank());
  const wide = spec.fields.some((f) => f.type === 'markdown');

  const save = async () => {
    const values = await form.validateFields();
    setPending(true);
    try {
      const body = toBody(spec.fields, values, row && initial);
      const saved = row === null ? await write.create(body) : await write.update(row.id, body);
      onSaved(saved);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={`${row === null ? '新增' : '编辑'}${CONTENT_KINDS[kind]}`}
      onCancel={onClose}
      onOk={() => void save()}
      okText="保存"
      confirmLoading={pending}
      width={wide ? 1100 : 640}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {holder}
      <Form form={form} layout="vertical" initialValues={initial} data-testid="content-form">
        {spec.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={field.label}
            extra={field.help}
            valuePropName={field.type === 'switch' ? 'checked' : 'value'}
            rules={field.required ? [{ required: true, message: `请填写${field.label}` }] : []}
          >
            <Control field={field} editing={row !== null} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
