import { useTranslation } from 'react-i18next';

/**
 * A shipped order's carrier and tracking number (issue 31), the number linked to the carrier's tracking
 * page when the shop knows the carrier (the server sends the link: the carriers table staff keep).
 */
export function TrackingNumber({ main }: { main: { carrier: string; trackingnumber: string; trackingurl: string } }) {
  const { t } = useTranslation('ordering');
  const { t: lots } = useTranslation('lots');
  if (!main.trackingnumber) return null;
  return (
    <small className="order-facts__note" data-testid="tracking">
      {lots('ship.parcel', { carrier: main.carrier, tracking: '' }).trimEnd()}{' '}
      {main.trackingurl ? (
        <a href={main.trackingurl} target="_blank" rel="noopener noreferrer" data-testid="tracking-link" title={t('tracking.follow')}>
          {main.trackingnumber}
        </a>
      ) : (
        main.trackingnumber
      )}
    </small>
  );
}
