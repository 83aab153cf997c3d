"""Zip witch-hunters.ros into witch-hunters.rosz, as BattleScribe and New Recruit save it."""

import zipfile
from pathlib import Path

HERE = Path(__file__).parent

if __name__ == "__main__":
    with zipfile.ZipFile(HERE / "witch-hunters.rosz", "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(HERE / "witch-hunters.ros", "witch-hunters.ros")
