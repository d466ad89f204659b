import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { StaffShell } from '../shell/StaffShell';
import { showNotice } from '../../../shared/ui/notice';
import {
  answerProblems,
  ProductStatus,
  useCatalogueFieldsQuery,
  useCreateProductMutation,
  useSetProductStatusMutation,
  useStaffProductQuery,
  useUpdateProductMutation,
} from './catalogueAdminApi';
import { LotsPanel } from './LotsPanel';
import { SafetySheetsPanel } from './SafetySheetsPanel';
import { PicturesPanel } from './PicturesPanel';
import { ProductForm } from './ProductForm';
import { ReferencesPanel } from './ReferencesPanel';
import { StatusBadge } from './StatusBadge';
import './catalogueAdmin.css';

function StatusControl({ pid, status }: { pid: number; status: ProductStatus }) {
  const { t } = useTranslation('catalogueAdmin');
  const [setStatus, changing] = useSetProductStatusMutation();
  const action = status === 'active' ? 'discontinue' : 'reactivate';
  const change = async () => {
    try {
      await setStatus({ pid, action }).unwrap();
      showNotice(t(action === 'discontinue' ? 'editor.discontinued' : 'editor.reactivated'));
    } catch (error) {
      showNotice(answerProblems(error).message ?? t('editor.failed'), 'error');
    }
  };
  return (
    <div className="catalogue-editor__status">
      <StatusBadge status={status} />
      <button type="button" className="button button--ghost" disabled={changing.isLoading} onClick={() => void change()}>
        {t(`editor.${action}`)}
      </button>
    </div>
  );
}

/** /admin/catalogue/products/:pid and /admin/catalogue/products/new — the form is built from GET /fields. */
export default function ProductEditorPage() {
  const { t } = useTranslation('catalogueAdmin');
  const navigate = useNavigate();
  const { pid: raw = '' } = useParams();
  const creating = raw === 'new';
  const pid = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  const fields = useCatalogueFieldsQuery();
  const product = useStaffProductQuery(pid, { skip: Number.isNaN(pid) });
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();

  if (!creating && Number.isNaN(pid)) return <Navigate to="/admin/catalogue/products" replace />;

  const stored = product.data?.data;
  const title = creating ? t('editor.newTitle') : stored ? t('editor.title', { catno: stored.cells.catno ?? stored.pid }) : t('editor.loadingTitle');
  const notFound = answerProblems(product.error).status === 404;

  let body;
  if (fields.isError || (product.isError && !notFound)) {
    body = <p className="error-text" role="alert">{t('editor.unavailable')}</p>;
  } else if (notFound) {
    body = <p className="error-text" role="alert">{t('editor.notFound')}</p>;
  } else if (!fields.data || (!creating && !stored)) {
    body = <p role="status">{t('loading')}</p>;
  } else if (creating) {
    body = (
      <>
        <ProductForm
          key="new"
          creating
          fields={fields.data}
          cells={{}}
          statusControl={<p className="catalogue-editor__hint">{t('editor.newIsActive')}</p>}
          save={async (cells) => {
            const answer = await create(cells).unwrap();
            showNotice(t('editor.created'), 'info', { leadsToPage: true });
            navigate(`/admin/catalogue/products/${answer.data.pid}`, { replace: true });
          }}
        />
        <p className="catalogue-editor__hint">{t('pictures.afterCreate')}</p>
      </>
    );
  } else if (stored) {
    body = (
      <>
        <p className="catalogue-editor__links">
          <Link to={`/production/${stored.pid}`}>{t('editor.viewPage')}</Link>
          <Link to="/admin/catalogue/products">{t('editor.backToList')}</Link>
        </p>
        {/* Remounted when the stored product changes (after a save), so the form shows what the server kept. */}
        <ProductForm
          key={`${stored.pid}:${stored.updated_at}`}
          creating={false}
          fields={fields.data}
          cells={stored.cells}
          pictures={stored.images}
          statusControl={<StatusControl pid={stored.pid} status={stored.status} />}
          save={async (cells) => {
            await update({ pid: stored.pid, cells }).unwrap();
            showNotice(t('editor.saved'));
          }}
        />
        {fields.data.some((f) => f.kind === 'images') && <PicturesPanel pid={stored.pid} pictures={stored.images} />}
        <ReferencesPanel pid={stored.pid} />
        <LotsPanel pid={stored.pid} />
        <SafetySheetsPanel pid={stored.pid} />
      </>
    );
  }

  return (
    <StaffShell title={title}>
      <div className="catalogue-admin">{body}</div>
    </StaffShell>
  );
}
