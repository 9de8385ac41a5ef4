import { CreatePostForm } from '../components/create-post-form';
import { WallFrame } from '../components/wall-frame';
import { WallView } from '../components/wall-view';

const ALL = {};

/** go.u.wall.all: /wall/all, every post on the promotion's wall and the create-post form. */
export function WallPage() {
  return (
    <WallFrame active="all">
      <CreatePostForm />
      <WallView query={ALL} />
    </WallFrame>
  );
}
