import { useTranslation } from 'react-i18next';
import type { ProductStatus } from './catalogueAdminApi';

export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('catalogueAdmin');
  return <span className={`status-badge status-badge--${status}`}>{t(`status.${status}`)}</span>;
}
