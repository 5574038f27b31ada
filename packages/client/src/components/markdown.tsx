import ReactMarkdown, { type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeUrl } from '../lib/safe-url';

/** SPEC section 9: the renderer's footnote defaults, stated so an upgrade cannot change them. */
const remarkRehypeOptions: Options['remarkRehypeOptions'] = {
  footnoteLabel: 'Footnotes',
  footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
    `Back to reference ${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`,
  clobberPrefix: 'user-content-',
};

/** Renders Markdown (GFM) with SPEC's URL policy on every link and image. */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        remarkRehypeOptions={remarkRehypeOptions}
        urlTransform={safeUrl}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
