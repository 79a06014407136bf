import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';

const PAGE_BUTTON_KEYS = {
  first: 'common.pagination.firstPage',
  previous: 'common.pagination.previousPage',
  next: 'common.pagination.nextPage',
  last: 'common.pagination.lastPage',
} as const;

/**
 * Paging under a list of cards (phone layouts, inboxes): the page navigation alone, so all of it
 * fits on a phone; pages count from 1 as in the address.
 */
export function CardListPagination({
  total,
  page,
  pageSize,
  onPage,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[]}
      onPageChange={(_event, zeroBased) => onPage(zeroBased + 1)}
      labelRowsPerPage={t('common.pagination.rowsPerPage')}
      getItemAriaLabel={(type) => t(PAGE_BUTTON_KEYS[type])}
      sx={{ '& .MuiTablePagination-toolbar': { px: 1 } }}
    />
  );
}
