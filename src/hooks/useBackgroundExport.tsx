/**
 * "Export" on a list: the request queues the export (the download centre's job writes the
 * file), and a message says so with a button that opens the download centre in a tab.
 * `name` keys the message and its test ids (`<name>-started`, `<name>-open`).
 */
import { history } from '@umijs/max';
import { Button } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { PortalPaths } from '@/utils/portalPaths';

export default function useBackgroundExport(name: string) {
  const t = useT();
  const [exporting, setExporting] = useState(false);

  async function startExport(request: () => Promise<unknown>) {
    setExporting(true);
    try {
      await request();
    } catch {
      return; // Shown by the request client.
    } finally {
      setExporting(false);
    }
    message.success({
      key: name,
      duration: 8,
      content: (
        <span data-testid={`${name}-started`}>
          {t('export.started')}
          <Button
            type="link"
            size="small"
            onClick={() => {
              message.destroy(name);
              history.push(PortalPaths.download);
            }}
            data-testid={`${name}-open`}
          >
            {t('export.open')}
          </Button>
        </span>
      ),
    });
  }

  return { exporting, startExport };
}
