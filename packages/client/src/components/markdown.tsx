import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Provisional; the shell issue adds SPEC's URL policy and footnote defaults behind this API. */
export function Markdown({ children }: { children: string }) {
  return <ReactMarkdown remarkPlugins={[remarkGfm]}>{children}</ReactMarkdown>;
}
