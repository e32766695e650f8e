import { defineParcel, type MountProps } from '@inkpot/shared-contracts';
import { BannerStack } from '../features/banner-stack/components/banner-stack.tsx';
import { ReactivationController } from '../features/reactivation-modal/components/reactivation-controller.tsx';

/** The banner area, and the reactivation modal its reactivate banner (and the host) open. */
function BannerArea(props: MountProps) {
  return (
    <>
      <BannerStack {...props} />
      <ReactivationController bus={props.bus} navigation={props.navigation} apollo={props.apollo} />
    </>
  );
}

export default defineParcel(BannerArea);
