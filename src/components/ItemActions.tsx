// The capabilities' actions on a post, an article or a lesson (src/app/screen-domains.ts), as menu items or as buttons.
import { itemActions } from '../app/screen-domains';
import type { ItemAction, ItemRef } from '../app/screen-domain';

type Props = { item: ItemRef; variant: 'menu'; close(): void } | { item: ItemRef; variant: 'buttons' };

function ActionControl({ action, ...props }: Props & { action: ItemAction }) {
  const state = action.useAction(props.item);
  if (!state) return null;
  if (props.variant === 'menu') {
    return (
      <button
        type="button"
        role="menuitem"
        className="owner-menu__item"
        data-testid={`item-action-${action.name}`}
        onClick={() => {
          props.close();
          state.run();
        }}
      >
        {state.label}
      </button>
    );
  }
  return (
    <button type="button" className="button button--quiet" aria-pressed={state.pressed} data-testid={`item-action-${action.name}`} onClick={state.run}>
      {state.label}
    </button>
  );
}

export default function ItemActions(props: Props) {
  return (
    <>
      {itemActions.map((action) => (
        <ActionControl key={action.name} action={action} {...props} />
      ))}
    </>
  );
}
