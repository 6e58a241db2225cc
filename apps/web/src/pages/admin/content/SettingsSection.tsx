import { useState } from 'react';
import { Button, Form, Input, message as antMessage } from 'antd';
import {
  CONTENT_TEXTS,
  SITE_SETTING_KEYS,
  SITE_SETTING_LABELS,
  SITE_SETTING_MAX,
  type SiteSettings,
} from '@bangyan/contract';
import { errorMessage } from '../../../api/client.ts';
import { useSaveSiteSettings, useSiteSettingsAdmin } from '../../../api/adminContent.ts';
import { LoadFailure } from '../../../components/data/DataState.tsx';

/** 站点设置: the footer's ICP filing number (linked to the national lookup) and licence notice; empty hides one. */
export function SettingsSection() {
  const settings = useSiteSettingsAdmin();
  const save = useSaveSiteSettings();
  const [pending, setPending] = useState(false);
  const [message, holder] = antMessage.useMessage();
  if (settings.isError) return <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return null;
  const submit = async (values: SiteSettings) => {
    setPending(true);
    try {
      await save(values);
      void message.success(CONTENT_TEXTS.saved);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <section data-testid="content-settings" style={{ maxWidth: 560 }}>
      {holder}
      <Form layout="vertical" initialValues={settings.data} onFinish={(values) => void submit(values)}>
        {SITE_SETTING_KEYS.map((key) => (
          <Form.Item key={key} name={key} label={SITE_SETTING_LABELS[key]} extra="显示在页脚底部；留空则不显示">
            <Input maxLength={SITE_SETTING_MAX} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={pending}>
          保存
        </Button>
      </Form>
    </section>
  );
}
