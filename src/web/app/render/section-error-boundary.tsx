import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  type: string;
  children: ReactNode;
}

/** One broken section must not blank the page: it renders nothing and is logged. */
export class SectionErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`Section "${this.props.type}" failed to render`, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return import.meta.env.DEV ? (
      <div
        role="alert"
        className="mx-auto my-4 max-w-content rounded border border-red-700 bg-red-50 p-4 text-red-800"
      >
        <SectionFailedNotice type={this.props.type} />
      </div>
    ) : null;
  }
}

function SectionFailedNotice({ type }: { type: string }) {
  const { t } = useTranslation();
  return t('dev-notice.sectionFailed', { type });
}
