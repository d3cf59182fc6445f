// The owner's choice: feeds any address reads, or only addresses carrying a secret token (a new one each time it is
// turned on, so an address given away stops working).
import { Button } from '../../components/Button';
import { errorMessage } from '../../shared/api/errors';
import { toast } from '../../shared/toast';
import { useSetFeedTokenMutation } from './api';

export function FeedTokenSetting({ tokenRequired }: { tokenRequired: boolean }) {
  const [setFeedToken, { isLoading }] = useSetFeedTokenMutation();
  async function change(required: boolean) {
    try {
      await setFeedToken({ required }).unwrap();
      toast.success(
        required
          ? 'The feeds now need their secret token: give the channels the new addresses'
          : 'The feeds are open to any address',
      );
    } catch (error) {
      toast.error(`Could not change the feed token: ${errorMessage(error)}`);
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-muted">
        {tokenRequired
          ? 'The addresses carry a secret token: a feed asked for without it answers as if there were none.'
          : 'Anyone who knows the addresses can read the feeds. Require a secret token so only the channels you give the addresses to can.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={isLoading} onClick={() => void change(true)}>
          {tokenRequired ? 'Make a new token' : 'Require a token'}
        </Button>
        {tokenRequired ? (
          <Button variant="ghost" disabled={isLoading} onClick={() => void change(false)}>
            Stop requiring a token
          </Button>
        ) : null}
      </div>
    </div>
  );
}
