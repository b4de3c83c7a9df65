import { PRODUCT_NAME } from '@barnboard/domain';
import { useEffect } from 'react';

/** Page titles end with the product name after ' | ' (spec §2). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
