// The images of a message not yet on the server: previews of the bytes on this device, and how far each upload got.
import MediaPreview from '../../components/MediaPreview';
import UploadProgress from '../../components/UploadProgress';
import { useMessageUploads } from '../../hooks/use-uploads';

export default function MessageLocalImages({ clientId }: { clientId: string }) {
  const uploads = useMessageUploads(clientId);
  if (!uploads || uploads.length === 0) return null;
  const sending = uploads.some((u) => u.medium === null);
  return (
    <div className="message__media message__media--local" data-testid="message-local-images">
      <div className="post-media__previews">
        {uploads.map((u) => (
          <MediaPreview key={u.client_id} blob={u.blob} kind={u.media_type} name={u.file_name} />
        ))}
      </div>
      {sending && <UploadProgress uploads={uploads} />}
    </div>
  );
}
