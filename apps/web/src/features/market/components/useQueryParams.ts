import { useLocation, useNavigate } from 'react-router';

/** The page's query and a way to replace it (without a new history entry). */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const replace = (next: URLSearchParams): void => {
    const text = next.toString().replace(/%2F/gi, '/');
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : '' }, { replace: true });
  };
  return [params, replace];
}
